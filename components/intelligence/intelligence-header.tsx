import './intelligence.css';

/** The heading block shared by the intelligence screens (it also brings the screens' styles). */
export function IntelligenceHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="intel-header">
      <h1 className="intel-h1">{title}</h1>
      <p className="intel-muted">{description}</p>
    </header>
  );
}
