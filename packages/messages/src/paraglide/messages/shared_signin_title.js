/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Signin_TitleInputs */

const en_shared_signin_title = /** @type {(inputs: Shared_Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to your shared tenant`)
};

const de_shared_signin_title = /** @type {(inputs: Shared_Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei Ihrem geteilten Mandanten anmelden`)
};

const fr_shared_signin_title = /** @type {(inputs: Shared_Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous à votre client partagé`)
};

const nl_shared_signin_title = /** @type {(inputs: Shared_Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meld u aan bij uw gedeelde klant`)
};

const es_shared_signin_title = /** @type {(inputs: Shared_Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión en su cliente compartido`)
};

const en_xa2_shared_signin_title = /** @type {(inputs: Shared_Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ţö ýöüŕ šĥáŕéð ţéñáñţ one two]`)
};

/**
* | output |
* | --- |
* | "Sign in to your shared tenant" |
*
* @param {Shared_Signin_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_title = /** @type {((inputs?: Shared_Signin_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_title(inputs)
	if (locale === "fr") return fr_shared_signin_title(inputs)
	if (locale === "nl") return nl_shared_signin_title(inputs)
	if (locale === "es") return es_shared_signin_title(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_title(inputs)
	return en_shared_signin_title(inputs)
});