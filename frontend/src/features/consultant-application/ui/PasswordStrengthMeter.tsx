import { passwordStrength } from '../model/passwordStrength';

/** Advisory only: shows how strong the password is and what would make it stronger. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const tone = strength.label.toLowerCase();

  return (
    <div className={`password-strength password-strength--${tone}`} data-testid="password-strength">
      <div className="password-strength__track" aria-hidden="true">
        <div className="password-strength__bar" style={{ width: `${strength.score}%` }} />
      </div>
      <p className="password-strength__label" aria-live="polite">
        Password strength: <strong>{password ? strength.label : 'not set'}</strong>
      </p>
      <ul className="password-strength__checks">
        {strength.checks.map((check) => (
          <li key={check.key} className={check.met ? 'password-strength__check--met' : undefined}>
            <span aria-hidden="true">{check.met ? '✓' : '○'}</span> {check.text}
            <span className="visually-hidden">{check.met ? ' (done)' : ' (not yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
