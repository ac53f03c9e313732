/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Withdraw_RequestInputs */

const en_console_support_withdraw_request = /** @type {(inputs: Console_Support_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw the request`)
};

const de_console_support_withdraw_request = /** @type {(inputs: Console_Support_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage zurückziehen`)
};

const fr_console_support_withdraw_request = /** @type {(inputs: Console_Support_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer la demande`)
};

const nl_console_support_withdraw_request = /** @type {(inputs: Console_Support_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzoek intrekken`)
};

const es_console_support_withdraw_request = /** @type {(inputs: Console_Support_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar la solicitud`)
};

const en_xa2_console_support_withdraw_request = /** @type {(inputs: Console_Support_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥðŕáŵ ţĥé ŕéǫüéšţ one ]`)
};

/**
* | output |
* | --- |
* | "Withdraw the request" |
*
* @param {Console_Support_Withdraw_RequestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_withdraw_request = /** @type {((inputs?: Console_Support_Withdraw_RequestInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Withdraw_RequestInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_withdraw_request(inputs)
	if (locale === "fr") return fr_console_support_withdraw_request(inputs)
	if (locale === "nl") return nl_console_support_withdraw_request(inputs)
	if (locale === "es") return es_console_support_withdraw_request(inputs)
	if (locale === "en-XA") return en_xa2_console_support_withdraw_request(inputs)
	return en_console_support_withdraw_request(inputs)
});