import { QRCodeSVG } from 'qrcode.react';
import { publicRecordUrl } from './recordUrl';

/** The light border a scanner needs around a QR code, in modules. */
const QUIET_ZONE_MODULES = 4;

/**
 * The QR code of a card's public record, as an svg whose viewBox counts modules (the downloaded
 * PNG is drawn from it). Decorative unless given a label.
 */
export function RecordQrCode({
  number,
  size,
  label,
  className,
}: {
  number: string;
  size: number;
  label?: string;
  className?: string;
}) {
  return (
    <QRCodeSVG
      value={publicRecordUrl(number)}
      size={size}
      marginSize={QUIET_ZONE_MODULES}
      className={className}
      {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
