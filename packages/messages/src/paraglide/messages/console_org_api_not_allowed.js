/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Api_Not_AllowedInputs */

const en_console_org_api_not_allowed = /** @type {(inputs: Console_Org_Api_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not on this plan`)
};

const de_console_org_api_not_allowed = /** @type {(inputs: Console_Org_Api_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht in diesem Tarif`)
};

const fr_console_org_api_not_allowed = /** @type {(inputs: Console_Org_Api_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas dans cette offre`)
};

const nl_console_org_api_not_allowed = /** @type {(inputs: Console_Org_Api_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet in dit plan`)
};

const es_console_org_api_not_allowed = /** @type {(inputs: Console_Org_Api_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No incluidas en este plan`)
};

const en_xa2_console_org_api_not_allowed = /** @type {(inputs: Console_Org_Api_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ öñ ţĥíš þļáñ one]`)
};

/**
* | output |
* | --- |
* | "Not on this plan" |
*
* @param {Console_Org_Api_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_api_not_allowed = /** @type {((inputs?: Console_Org_Api_Not_AllowedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Api_Not_AllowedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_api_not_allowed(inputs)
	if (locale === "fr") return fr_console_org_api_not_allowed(inputs)
	if (locale === "nl") return nl_console_org_api_not_allowed(inputs)
	if (locale === "es") return es_console_org_api_not_allowed(inputs)
	if (locale === "en-XA") return en_xa2_console_org_api_not_allowed(inputs)
	return en_console_org_api_not_allowed(inputs)
});