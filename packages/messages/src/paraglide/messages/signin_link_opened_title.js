/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Link_Opened_TitleInputs */

const en_signin_link_opened_title = /** @type {(inputs: Signin_Link_Opened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You opened a sign-in link`)
};

const de_signin_link_opened_title = /** @type {(inputs: Signin_Link_Opened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben einen Anmeldelink geöffnet`)
};

const fr_signin_link_opened_title = /** @type {(inputs: Signin_Link_Opened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez ouvert un lien de connexion`)
};

const nl_signin_link_opened_title = /** @type {(inputs: Signin_Link_Opened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U hebt een aanmeldlink geopend`)
};

const es_signin_link_opened_title = /** @type {(inputs: Signin_Link_Opened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha abierto un enlace de inicio de sesión`)
};

const en_xa2_signin_link_opened_title = /** @type {(inputs: Signin_Link_Opened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü öþéñéð á šíĝñ-íñ ļíñķ one tw]`)
};

/**
* | output |
* | --- |
* | "You opened a sign-in link" |
*
* @param {Signin_Link_Opened_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_link_opened_title = /** @type {((inputs?: Signin_Link_Opened_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Link_Opened_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_link_opened_title(inputs)
	if (locale === "fr") return fr_signin_link_opened_title(inputs)
	if (locale === "nl") return nl_signin_link_opened_title(inputs)
	if (locale === "es") return es_signin_link_opened_title(inputs)
	if (locale === "en-XA") return en_xa2_signin_link_opened_title(inputs)
	return en_signin_link_opened_title(inputs)
});