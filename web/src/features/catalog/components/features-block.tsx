import { BoltIcon, GlobeIcon, HeadsetIcon, ShieldIcon } from '@/components/icons';
import { useMessages } from '@/lib/i18n/use-messages';
import { catalogMessages } from '../messages';

const features = [
  { icon: BoltIcon, title: 'instantTitle', text: 'instantText' },
  { icon: ShieldIcon, title: 'secureTitle', text: 'secureText' },
  { icon: HeadsetIcon, title: 'supportTitle', text: 'supportText' },
  { icon: GlobeIcon, title: 'regionTitle', text: 'regionText' },
] as const;

/** What the store promises, under the grid. */
export function FeaturesBlock() {
  const t = useMessages(catalogMessages);
  return (
    <section className="features-block" aria-labelledby="features-heading">
      <h2 id="features-heading">{t('featuresHeading')}</h2>
      <ul className="features-list">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="feature-tile">
            <span className="feature-icon">
              <Icon width={24} height={24} />
            </span>
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
