/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_On_TitleInputs */

const en_org_second_policy_on_title = /** @type {(inputs: Org_Second_Policy_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require two-step sign-in?`)
};

const de_org_second_policy_on_title = /** @type {(inputs: Org_Second_Policy_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung in zwei Schritten verlangen?`)
};

const fr_org_second_policy_on_title = /** @type {(inputs: Org_Second_Policy_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exiger la connexion en deux étapes ?`)
};

const nl_org_second_policy_on_title = /** @type {(inputs: Org_Second_Policy_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden in twee stappen vereisen?`)
};

const es_org_second_policy_on_title = /** @type {(inputs: Org_Second_Policy_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Exigir el inicio de sesión en dos pasos?`)
};

const en_xa2_org_second_policy_on_title = /** @type {(inputs: Org_Second_Policy_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕé ţŵö-šţéþ šíĝñ-íñ? one tw]`)
};

/**
* | output |
* | --- |
* | "Require two-step sign-in?" |
*
* @param {Org_Second_Policy_On_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_on_title = /** @type {((inputs?: Org_Second_Policy_On_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_On_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_on_title(inputs)
	if (locale === "fr") return fr_org_second_policy_on_title(inputs)
	if (locale === "nl") return nl_org_second_policy_on_title(inputs)
	if (locale === "es") return es_org_second_policy_on_title(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_on_title(inputs)
	return en_org_second_policy_on_title(inputs)
});