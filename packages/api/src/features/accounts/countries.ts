// Dial codes for the login phone picker (GET /bff/auth/countries). Names are localised in the
// browser with Intl.DisplayNames, so only ISO codes travel. Europe first, then frequent others.
export type DialCountry = { code: string; dialCode: string }

const RAW =
  'AD+376 AL+355 AT+43 BA+387 BE+32 BG+359 BY+375 CH+41 CY+357 CZ+420 DE+49 DK+45 EE+372 ES+34 FI+358 FR+33 GB+44 GI+350 GR+30 HR+385 HU+36 IE+353 IS+354 IT+39 LI+423 LT+370 LU+352 LV+371 MC+377 MD+373 ME+382 MK+389 MT+356 NL+31 NO+47 PL+48 PT+351 RO+40 RS+381 SE+46 SI+386 SK+421 SM+378 TR+90 UA+380 ' +
  'AE+971 AR+54 AU+61 BR+55 CA+1 CL+56 CN+86 CO+57 CR+506 DO+1 EG+20 HK+852 ID+62 IL+972 IN+91 JP+81 KR+82 MA+212 MX+52 MY+60 NZ+64 PA+507 PE+51 PH+63 PR+1 QA+974 SA+966 SG+65 TH+66 TN+216 TW+886 US+1 UY+598 VN+84 ZA+27'

export const DIAL_COUNTRIES: DialCountry[] = RAW.split(' ').map((entry) => {
  const [code = '', dial = ''] = entry.split('+')
  return { code, dialCode: `+${dial}` }
})

export const COUNTRY_CODES = new Set(DIAL_COUNTRIES.map((c) => c.code))
