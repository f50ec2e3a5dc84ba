type Named = { name: string; surname: string; email: string };

/** What to call a member in the list: name and surname, else the e-mail. */
export const memberName = ({ name, surname, email }: Named): string => `${name} ${surname}`.trim() || email;
