export { issueLoginChallenge, type LoginChallenge } from './challenges';
export { createSession, findSessionUser } from './sessions';
export { findOrCreateUser, toUserJson, isAdminPhone, type UserJson } from './users';
export * from './constants';
