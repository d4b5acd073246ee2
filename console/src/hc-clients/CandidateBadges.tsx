import {
  CandidateBadges as SharedCandidateBadges,
  type CandidateBadgeSource,
} from '@sinnro/care-ui';
import { useTranslate } from 'react-admin';

/** A client's badges (@sinnro/care-ui) in the console's texts (app.hc_clients.badges). */
export const CandidateBadges = ({ candidate }: { candidate: CandidateBadgeSource }) => {
  const translate = useTranslate();
  return (
    <SharedCandidateBadges
      candidate={candidate}
      text={(key, count) =>
        translate(`app.hc_clients.badges.${key === 'endingSoon' ? 'ending_soon' : key}`, {
          smart_count: count,
        })
      }
    />
  );
};
