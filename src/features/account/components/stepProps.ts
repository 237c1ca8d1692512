import type { AccountPanelContext, AccountPanelEvent } from '../../../../machines/accountPanelTypes';

/** What every step of the panel receives from the machine. */
export type StepProps = {
  context: AccountPanelContext;
  busy: boolean;
  send: (event: AccountPanelEvent) => void;
};
