// The users module's public surface: other modules import only from here.
export { findUserByEmail, insertUser, updateUser } from './repository.js';
