/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_JoiningInputs */

const en_sso_joining = /** @type {(inputs: Sso_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining your organisation…`)
};

const de_sso_joining = /** @type {(inputs: Sso_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie treten Ihrer Organisation bei…`)
};

const fr_sso_joining = /** @type {(inputs: Sso_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous rejoignez votre organisation…`)
};

const nl_sso_joining = /** @type {(inputs: Sso_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U wordt lid van uw organisatie…`)
};

const es_sso_joining = /** @type {(inputs: Sso_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uniéndose a su organización…`)
};

const en_xa2_sso_joining = /** @type {(inputs: Sso_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĵöíñíñĝ ýöüŕ öŕĝáñíšáţíöñ… one tw]`)
};

/**
* | output |
* | --- |
* | "Joining your organisation…" |
*
* @param {Sso_JoiningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_joining = /** @type {((inputs?: Sso_JoiningInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_JoiningInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_joining(inputs)
	if (locale === "fr") return fr_sso_joining(inputs)
	if (locale === "nl") return nl_sso_joining(inputs)
	if (locale === "es") return es_sso_joining(inputs)
	if (locale === "en-XA") return en_xa2_sso_joining(inputs)
	return en_sso_joining(inputs)
});