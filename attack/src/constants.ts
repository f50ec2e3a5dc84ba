/** The demo accounts' password in every server the suite starts. */
export const attackPassword = 'attack-password-1';

/** The issuer the suite's servers run under; requests go to their loopback address, redirects are mapped back. */
export const attackPublicUrl = 'http://localhost:3000';

/** The demo organisation's owner, whom the fuzzer acts as and the lock-out attacker targets; also given the host role. */
export const ownerEmail = 'owner@demo.example';

/** ATTACK_SIZE=full runs every part at full size; the default fits CI (about three minutes on two cores). */
export const fullSize = process.env.ATTACK_SIZE === 'full';
