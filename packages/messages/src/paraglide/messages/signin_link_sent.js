/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Signin_Link_SentInputs */

const en_signin_link_sent = /** @type {(inputs: Signin_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check your inbox: we sent a sign-in link to ${i?.email}.`)
};

const de_signin_link_sent = /** @type {(inputs: Signin_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sehen Sie in Ihrem Postfach nach: Wir haben einen Anmeldelink an ${i?.email} gesendet.`)
};

const fr_signin_link_sent = /** @type {(inputs: Signin_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception : nous avons envoyé un lien de connexion à ${i?.email}.`)
};

const nl_signin_link_sent = /** @type {(inputs: Signin_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kijk in uw inbox: we hebben een aanmeldlink naar ${i?.email} gestuurd.`)
};

const es_signin_link_sent = /** @type {(inputs: Signin_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revise su bandeja de entrada: hemos enviado un enlace de inicio de sesión a ${i?.email}.`)
};

const en_xa2_signin_link_sent = /** @type {(inputs: Signin_Link_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýöüŕ íñƀöẋ: ŵé šéñţ á šíĝñ-íñ ļíñķ ţö ${i?.email}. one two three f]`)
};

/**
* | output |
* | --- |
* | "Check your inbox: we sent a sign-in link to {email}." |
*
* @param {Signin_Link_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_link_sent = /** @type {((inputs: Signin_Link_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Link_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_link_sent(inputs)
	if (locale === "fr") return fr_signin_link_sent(inputs)
	if (locale === "nl") return nl_signin_link_sent(inputs)
	if (locale === "es") return es_signin_link_sent(inputs)
	if (locale === "en-XA") return en_xa2_signin_link_sent(inputs)
	return en_signin_link_sent(inputs)
});