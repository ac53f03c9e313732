/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Submit_Send_LinkInputs */

const en_signin_submit_send_link = /** @type {(inputs: Signin_Submit_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a link`)
};

const de_signin_submit_send_link = /** @type {(inputs: Signin_Submit_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link per E-Mail senden`)
};

const fr_signin_submit_send_link = /** @type {(inputs: Signin_Submit_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un lien`)
};

const nl_signin_submit_send_link = /** @type {(inputs: Signin_Submit_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stuur me een link`)
};

const es_signin_submit_send_link = /** @type {(inputs: Signin_Submit_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme un enlace`)
};

const en_xa2_signin_submit_send_link = /** @type {(inputs: Signin_Submit_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á ļíñķ on]`)
};

/**
* | output |
* | --- |
* | "Email me a link" |
*
* @param {Signin_Submit_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_submit_send_link = /** @type {((inputs?: Signin_Submit_Send_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Submit_Send_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_submit_send_link(inputs)
	if (locale === "fr") return fr_signin_submit_send_link(inputs)
	if (locale === "nl") return nl_signin_submit_send_link(inputs)
	if (locale === "es") return es_signin_submit_send_link(inputs)
	if (locale === "en-XA") return en_xa2_signin_submit_send_link(inputs)
	return en_signin_submit_send_link(inputs)
});