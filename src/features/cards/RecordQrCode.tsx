import { QRCodeSVG } from 'qrcode.react';
import { publicRecordUrl } from './recordUrl';

/** The light border a scanner needs around a QR code, in modules. */
const QUIET_ZONE_MODULES = 4;

/**
 * The QR code of a card's public record, as an svg whose viewBox counts modules (the downloaded
 * PNG is drawn from it). Decorative unless given a label.
 */
export function RecordQrCode({
  cardCode,
  fragment = '',
  size,
  label,
  className,
}: {
  cardCode: string;
  /** The card's copy of the summary, when the QR code carries it. */
  fragment?: string;
  size: number;
  label?: string;
  className?: string;
}) {
  return (
    <QRCodeSVG
      value={publicRecordUrl(cardCode, fragment)}
      size={size}
      marginSize={QUIET_ZONE_MODULES}
      className={className}
      {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
