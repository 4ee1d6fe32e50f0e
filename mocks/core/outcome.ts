/** What a rule of the mock backend answers: a value, or a refusal the handler turns into an HTTP error. */
export type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });

export const badRequest = (message: string) => refuse(400, message);
export const forbidden = (message = 'Forbidden') => refuse(403, message);
export const notFound = (message = 'Not found') => refuse(404, message);
export const conflict = (message: string) => refuse(409, message);
