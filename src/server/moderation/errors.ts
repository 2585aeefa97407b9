/** Why a moderation action cannot be done, for the HTTP layer to answer (404 or 409). */
export class ModerationRefusal extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'ModerationRefusal';
  }
}

/** A suspended seller asked for something only a seller in good standing gets (a sign-in). */
export class AccountSuspended extends Error {
  constructor(readonly reason: string | null) {
    super('The account is suspended');
    this.name = 'AccountSuspended';
  }
}
