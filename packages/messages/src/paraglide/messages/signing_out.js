/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signing_OutInputs */

const en_signing_out = /** @type {(inputs: Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing out`)
};

const de_signing_out = /** @type {(inputs: Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmeldung läuft`)
};

const fr_signing_out = /** @type {(inputs: Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnexion en cours`)
};

const nl_signing_out = /** @type {(inputs: Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afmelden`)
};

const es_signing_out = /** @type {(inputs: Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrando sesión`)
};

const en_xa2_signing_out = /** @type {(inputs: Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ öüţ o]`)
};

/**
* | output |
* | --- |
* | "Signing out" |
*
* @param {Signing_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signing_out = /** @type {((inputs?: Signing_OutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signing_OutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signing_out(inputs)
	if (locale === "fr") return fr_signing_out(inputs)
	if (locale === "nl") return nl_signing_out(inputs)
	if (locale === "es") return es_signing_out(inputs)
	if (locale === "en-XA") return en_xa2_signing_out(inputs)
	return en_signing_out(inputs)
});