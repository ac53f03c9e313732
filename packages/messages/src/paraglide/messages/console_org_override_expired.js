/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Override_ExpiredInputs */

const en_console_org_override_expired = /** @type {(inputs: Console_Org_Override_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan override ended`)
};

const de_console_org_override_expired = /** @type {(inputs: Console_Org_Override_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifüberschreibung beendet`)
};

const fr_console_org_override_expired = /** @type {(inputs: Console_Org_Override_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacement d’offre terminé`)
};

const nl_console_org_override_expired = /** @type {(inputs: Console_Org_Override_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planoverschrijving beëindigd`)
};

const es_console_org_override_expired = /** @type {(inputs: Console_Org_Override_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustitución de plan terminada`)
};

const en_xa2_console_org_override_expired = /** @type {(inputs: Console_Org_Override_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ öṽéŕŕíðé éñðéð one ]`)
};

/**
* | output |
* | --- |
* | "Plan override ended" |
*
* @param {Console_Org_Override_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_override_expired = /** @type {((inputs?: Console_Org_Override_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Override_ExpiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_override_expired(inputs)
	if (locale === "fr") return fr_console_org_override_expired(inputs)
	if (locale === "nl") return nl_console_org_override_expired(inputs)
	if (locale === "es") return es_console_org_override_expired(inputs)
	if (locale === "en-XA") return en_xa2_console_org_override_expired(inputs)
	return en_console_org_override_expired(inputs)
});