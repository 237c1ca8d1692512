import type { ReactElement } from 'react';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { ProfileTab } from '../../components/profileTabs';

/** One icon per profile section, shared by the wide sidebar and the phone list. */
export const profileTabIcons: Record<ProfileTab, ReactElement> = {
  'my-profile': <PersonOutlineIcon />,
  'my-orders': <ShoppingBagOutlinedIcon />,
  'my-comments': <RateReviewOutlinedIcon />,
  'my-address': <PlaceOutlinedIcon />,
  'my-notifications': <NotificationsNoneOutlinedIcon />,
  'my-status': <WorkspacePremiumOutlinedIcon />,
  'my-coupons': <LocalOfferOutlinedIcon />,
};
