-- Jobs now run on pg-boss (its own schema `pgboss`, installed by `migrate`): the home-made queue's table goes.
DROP TABLE "jobs" CASCADE;