/** Why a balance cannot be given, for the caller to turn into a refusal with suggestions. */
export class NoBalance {
  constructor(readonly reason: string) {}
}
