import { CandidateBadges as SharedCandidateBadges } from '@sinnro/care-ui';
import { useTranslation } from 'react-i18next';
import { type Candidate } from './specialists-api';

/** A client's badges (@sinnro/care-ui) in client-web's texts. */
export function CandidateBadges({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  return (
    <SharedCandidateBadges
      candidate={candidate}
      text={(key, count) => t(`specialists.badges.${key}`, { count })}
    />
  );
}
