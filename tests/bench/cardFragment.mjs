// The fragment the measured card's QR code carries (docs/card-summary.md, version 1): the seeded
// record's summary as the cards page writes it (a light allergy and a medicine over the size cap,
// counted). The probe then times the summary the boot script paints from it, before any read.
export const CARD_FRAGMENT =
  '1;d=20261126;n=Maria_Helena_Souza;b=19900412;t=6;' +
  'a=Dipirona:s,Picada_de_abelha:s,Camar%C3%A3o:m,+1;' +
  'c=Hipertens%C3%A3o_arterial,Hipotireoidismo,Enxaqueca;' +
  'm=Metildopa_250_mg,Levotiroxina_50_mcg,+1;' +
  'r=3:0:Ouvido_direito;p=1;e=Jo%C3%A3o_Pedro_Souza:11987654321';
