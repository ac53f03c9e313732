/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Request_SubmitInputs */

const en_reset_request_submit = /** @type {(inputs: Reset_Request_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a reset link`)
};

const de_reset_request_submit = /** @type {(inputs: Reset_Request_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Zurücksetzen senden`)
};

const fr_reset_request_submit = /** @type {(inputs: Reset_Request_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M'envoyer un lien de réinitialisation`)
};

const nl_reset_request_submit = /** @type {(inputs: Reset_Request_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail mij een herstellink`)
};

const es_reset_request_submit = /** @type {(inputs: Reset_Request_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme un enlace de restablecimiento`)
};

const en_xa2_reset_request_submit = /** @type {(inputs: Reset_Request_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á ŕéšéţ ļíñķ one ]`)
};

/**
* | output |
* | --- |
* | "Email me a reset link" |
*
* @param {Reset_Request_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_request_submit = /** @type {((inputs?: Reset_Request_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Request_SubmitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_request_submit(inputs)
	if (locale === "fr") return fr_reset_request_submit(inputs)
	if (locale === "nl") return nl_reset_request_submit(inputs)
	if (locale === "es") return es_reset_request_submit(inputs)
	if (locale === "en-XA") return en_xa2_reset_request_submit(inputs)
	return en_reset_request_submit(inputs)
});