import { Heading, Text, type HeadingLevel } from '../../primitives/typography';
import { useLinkComponent } from '../../link/LinkProvider';
import { Grid } from '../../primitives/layout';
import { Icon, type IconName } from '../Icon/Icon';
import { SampleMark } from '../SampleMark/SampleMark';
import * as css from './ContactChannels.css';

export interface ContactChannel {
  icon: IconName;
  title: string;
  /** The address, number or hours a visitor reads, e.g. 'hello@northbeam.ca'. */
  detail: string;
  /** mailto:, tel:, an external URL or an internal path; without it the detail is plain text. */
  href?: string;
  /** e.g. 'Response within 4 hours'. */
  note?: string;
  /** The detail is sample content (e.g. a 555 number): a "Sample" mark shows beside it. */
  sample?: boolean;
}

export interface ContactChannelsProps {
  channels: readonly ContactChannel[];
  headingLevel?: HeadingLevel;
  lang?: string;
}

function ChannelDetail({ detail, href }: Pick<ContactChannel, 'detail' | 'href'>) {
  const LinkComponent = useLinkComponent();
  if (href === undefined) return <p className={css.detailText}>{detail}</p>;
  // Internal paths go through the app's router; mailto:, tel: and other sites are plain anchors.
  if (href.startsWith('/')) {
    return (
      <LinkComponent className={css.detailLink} href={href}>
        {detail}
      </LinkComponent>
    );
  }
  return (
    <a className={css.detailLink} href={href}>
      {detail}
    </a>
  );
}

/** The ways to reach the agency: e-mail, phone, live chat. */
export function ContactChannels({ channels, headingLevel = 3, lang }: ContactChannelsProps) {
  return (
    <Grid as="ul" columns={[1, 3]} space={['md', 'lg']} lang={lang}>
      {channels.map((channel) => (
        <li key={channel.title} className={css.card}>
          <span className={css.iconCircle}>
            <Icon name={channel.icon} size={22} />
          </span>
          <Heading level={headingLevel} size="4">
            {channel.title}
          </Heading>
          <ChannelDetail detail={channel.detail} href={channel.href} />
          {channel.sample && <SampleMark />}
          {channel.note && (
            <Text size="sm" tone="muted">
              {channel.note}
            </Text>
          )}
        </li>
      ))}
    </Grid>
  );
}
