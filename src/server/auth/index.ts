export { issueLoginChallenge, phoneSuffix, type LoginChallenge } from './challenges';
export { createSession, findSessionUser, revokeSession } from './sessions';
export { findOrCreateUser, toUserJson, isAdminPhone, type UserJson } from './users';
export * from './constants';
