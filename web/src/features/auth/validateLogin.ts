/** Login validation (access-and-administration §5). */
export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** A plausible e-mail address (the server checks it fully). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin({ username, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = 'Please enter your Username';
  else if (!EMAIL.test(username.trim())) errors.username = 'Please enter a valid Username';
  if (!password) errors.password = 'Please enter your Password';
  return errors;
}
