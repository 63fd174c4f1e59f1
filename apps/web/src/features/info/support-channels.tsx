import type { SupportChannel } from '@app/contract'
import { ExternalLink, Headset } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SkeletonRows } from '../../shared/ui/load-states'
import { useSupportChannelsQuery } from './info-api'
import { INFO_TEXTS } from './info-texts'

/** Addresses a channel may open: the web, mail and messaging apps, never script or data. */
const SAFE_CHANNEL_URL = /^(https:\/\/|mailto:|tg:|whatsapp:)/i

function ChannelLink({ channel }: { channel: SupportChannel }) {
  const { t } = useTranslation(INFO_TEXTS)
  // Live chat is the site's own support panel, opened by its query flag.
  if (channel.kind === 'live_chat')
    return (
      <Link to="?support=true" className="button button-secondary button-small">
        <Headset aria-hidden size={16} />
        {t('info.help.openChat')}
      </Link>
    )
  if (!SAFE_CHANNEL_URL.test(channel.url)) return null
  return (
    <a href={channel.url} target="_blank" rel="noreferrer" className="button button-secondary button-small">
      <ExternalLink aria-hidden size={16} />
      {t('info.help.openChannel', { name: channel.name })}
    </a>
  )
}

/** How to reach support on this brand (GET customer_service), under the help centre. */
export function SupportChannels() {
  const { t } = useTranslation(INFO_TEXTS)
  const { data: channels, isLoading, isError } = useSupportChannelsQuery()
  // The channels help beside the articles; a failed read leaves the section out rather than the page.
  if (isError) return null
  return (
    <section className="panel info-support" aria-labelledby="support-title">
      <h2 id="support-title">{t('info.help.contactTitle')}</h2>
      <p className="muted">{t('info.help.contactIntro')}</p>
      {isLoading || !channels ? (
        <SkeletonRows rows={2} label={t('common.loading')} />
      ) : (
        <ul className="info-channels">
          {channels.map((channel) => (
            <li key={channel.id} className="info-channel">
              <span className="info-channel-name">{channel.name}</span>
              <span className="muted">{channel.hours}</span>
              <ChannelLink channel={channel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
