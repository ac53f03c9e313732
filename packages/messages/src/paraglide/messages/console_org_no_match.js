/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_No_MatchInputs */

const en_console_org_no_match = /** @type {(inputs: Console_Org_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No organisation matches`)
};

const de_console_org_no_match = /** @type {(inputs: Console_Org_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passende Organisation`)
};

const fr_console_org_no_match = /** @type {(inputs: Console_Org_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune organisation ne correspond`)
};

const nl_console_org_no_match = /** @type {(inputs: Console_Org_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen organisatie komt overeen`)
};

const es_console_org_no_match = /** @type {(inputs: Console_Org_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna organización coincide`)
};

const en_xa2_console_org_no_match = /** @type {(inputs: Console_Org_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö öŕĝáñíšáţíöñ ɱáţçĥéš one t]`)
};

/**
* | output |
* | --- |
* | "No organisation matches" |
*
* @param {Console_Org_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_no_match = /** @type {((inputs?: Console_Org_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_No_MatchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_no_match(inputs)
	if (locale === "fr") return fr_console_org_no_match(inputs)
	if (locale === "nl") return nl_console_org_no_match(inputs)
	if (locale === "es") return es_console_org_no_match(inputs)
	if (locale === "en-XA") return en_xa2_console_org_no_match(inputs)
	return en_console_org_no_match(inputs)
});