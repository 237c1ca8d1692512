import { setPasswordHashCost } from '../../server/shared/passwords';

/*
 * jest setupFiles of the server project, run in each test file's module registry before it. Passwords are hashed
 * with argon2's smallest sensible parameters: a test hashes hundreds of them and checks what is stored and that it
 * verifies, not what it costs. server/auth/passwords.test.ts checks the production parameters.
 */
setPasswordHashCost({ memoryCost: 64, timeCost: 1, parallelism: 1 });
