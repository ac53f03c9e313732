/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_TitleInputs */

const en_org_second_policy_title = /** @type {(inputs: Org_Second_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in`)
};

const de_org_second_policy_title = /** @type {(inputs: Org_Second_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung in zwei Schritten`)
};

const fr_org_second_policy_title = /** @type {(inputs: Org_Second_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en deux étapes`)
};

const nl_org_second_policy_title = /** @type {(inputs: Org_Second_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden in twee stappen`)
};

const es_org_second_policy_title = /** @type {(inputs: Org_Second_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión en dos pasos`)
};

const en_xa2_org_second_policy_title = /** @type {(inputs: Org_Second_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ one]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in" |
*
* @param {Org_Second_Policy_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_title = /** @type {((inputs?: Org_Second_Policy_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_title(inputs)
	if (locale === "fr") return fr_org_second_policy_title(inputs)
	if (locale === "nl") return nl_org_second_policy_title(inputs)
	if (locale === "es") return es_org_second_policy_title(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_title(inputs)
	return en_org_second_policy_title(inputs)
});