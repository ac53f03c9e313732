/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Required_OnInputs */

const en_sso_required_on = /** @type {(inputs: Sso_Required_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single sign-on is now required for ${i?.domain}`)
};

const de_sso_required_on = /** @type {(inputs: Sso_Required_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single Sign-on ist jetzt für ${i?.domain} verlangt`)
};

const fr_sso_required_on = /** @type {(inputs: Sso_Required_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’authentification unique est désormais exigée pour ${i?.domain}`)
};

const nl_sso_required_on = /** @type {(inputs: Sso_Required_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single sign-on is nu vereist voor ${i?.domain}`)
};

const es_sso_required_on = /** @type {(inputs: Sso_Required_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahora se exige el inicio de sesión único para ${i?.domain}`)
};

const en_xa2_sso_required_on = /** @type {(inputs: Sso_Required_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíñĝļé šíĝñ-öñ íš ñöŵ ŕéǫüíŕéð ƒöŕ ${i?.domain} one two thre]`)
};

/**
* | output |
* | --- |
* | "Single sign-on is now required for {domain}" |
*
* @param {Sso_Required_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_on = /** @type {((inputs: Sso_Required_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Required_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_required_on(inputs)
	if (locale === "fr") return fr_sso_required_on(inputs)
	if (locale === "nl") return nl_sso_required_on(inputs)
	if (locale === "es") return es_sso_required_on(inputs)
	if (locale === "en-XA") return en_xa2_sso_required_on(inputs)
	return en_sso_required_on(inputs)
});