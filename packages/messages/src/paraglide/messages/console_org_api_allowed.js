/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Api_AllowedInputs */

const en_console_org_api_allowed = /** @type {(inputs: Console_Org_Api_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allowed by the plan`)
};

const de_console_org_api_allowed = /** @type {(inputs: Console_Org_Api_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Tarif enthalten`)
};

const fr_console_org_api_allowed = /** @type {(inputs: Console_Org_Api_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluses dans l’offre`)
};

const nl_console_org_api_allowed = /** @type {(inputs: Console_Org_Api_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegestaan door het plan`)
};

const es_console_org_api_allowed = /** @type {(inputs: Console_Org_Api_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluidas en el plan`)
};

const en_xa2_console_org_api_allowed = /** @type {(inputs: Console_Org_Api_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļöŵéð ƀý ţĥé þļáñ one ]`)
};

/**
* | output |
* | --- |
* | "Allowed by the plan" |
*
* @param {Console_Org_Api_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_api_allowed = /** @type {((inputs?: Console_Org_Api_AllowedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Api_AllowedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_api_allowed(inputs)
	if (locale === "fr") return fr_console_org_api_allowed(inputs)
	if (locale === "nl") return nl_console_org_api_allowed(inputs)
	if (locale === "es") return es_console_org_api_allowed(inputs)
	if (locale === "en-XA") return en_xa2_console_org_api_allowed(inputs)
	return en_console_org_api_allowed(inputs)
});