// The users module's public surface: other modules import only from here.

export { voidEmailChangeRequests } from './email-change-request-repository.js';
export { findUserByEmail, insertUser, updateUser } from './repository.js';
