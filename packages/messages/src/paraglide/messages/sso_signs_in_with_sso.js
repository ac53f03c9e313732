/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Signs_In_With_SsoInputs */

const en_sso_signs_in_with_sso = /** @type {(inputs: Sso_Signs_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation signs in with single sign-on`)
};

const de_sso_signs_in_with_sso = /** @type {(inputs: Sso_Signs_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation meldet sich per Single Sign-on an`)
};

const fr_sso_signs_in_with_sso = /** @type {(inputs: Sso_Signs_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation se connecte par authentification unique`)
};

const nl_sso_signs_in_with_sso = /** @type {(inputs: Sso_Signs_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie meldt zich aan met single sign-on`)
};

const es_sso_signs_in_with_sso = /** @type {(inputs: Sso_Signs_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización inicia sesión con inicio de sesión único`)
};

const en_xa2_sso_signs_in_with_sso = /** @type {(inputs: Sso_Signs_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ šíĝñš íñ ŵíţĥ šíñĝļé šíĝñ-öñ one two three]`)
};

/**
* | output |
* | --- |
* | "Your organisation signs in with single sign-on" |
*
* @param {Sso_Signs_In_With_SsoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_signs_in_with_sso = /** @type {((inputs?: Sso_Signs_In_With_SsoInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Signs_In_With_SsoInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_signs_in_with_sso(inputs)
	if (locale === "fr") return fr_sso_signs_in_with_sso(inputs)
	if (locale === "nl") return nl_sso_signs_in_with_sso(inputs)
	if (locale === "es") return es_sso_signs_in_with_sso(inputs)
	if (locale === "en-XA") return en_xa2_sso_signs_in_with_sso(inputs)
	return en_sso_signs_in_with_sso(inputs)
});