import { Screen } from './Screen';

interface EmptyScreenProps {
  title: string;
  message: string;
  showBack?: boolean;
}

/** A screen whose content is still empty: its real title, and a sentence saying what will appear here. */
export function EmptyScreen({ title, message, showBack }: EmptyScreenProps) {
  return (
    <Screen title={title} showBack={showBack}>
      <p className="empty-state">{message}</p>
    </Screen>
  );
}
