/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Off_TitleInputs */

const en_org_second_policy_off_title = /** @type {(inputs: Org_Second_Policy_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop requiring two-step sign-in?`)
};

const de_org_second_policy_off_title = /** @type {(inputs: Org_Second_Policy_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung in zwei Schritten nicht mehr verlangen?`)
};

const fr_org_second_policy_off_title = /** @type {(inputs: Org_Second_Policy_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus exiger la connexion en deux étapes ?`)
};

const nl_org_second_policy_off_title = /** @type {(inputs: Org_Second_Policy_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden in twee stappen niet meer vereisen?`)
};

const es_org_second_policy_off_title = /** @type {(inputs: Org_Second_Policy_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Dejar de exigir el inicio de sesión en dos pasos?`)
};

const en_xa2_org_second_policy_off_title = /** @type {(inputs: Org_Second_Policy_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţöþ ŕéǫüíŕíñĝ ţŵö-šţéþ šíĝñ-íñ? one two ]`)
};

/**
* | output |
* | --- |
* | "Stop requiring two-step sign-in?" |
*
* @param {Org_Second_Policy_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_off_title = /** @type {((inputs?: Org_Second_Policy_Off_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Off_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_off_title(inputs)
	if (locale === "fr") return fr_org_second_policy_off_title(inputs)
	if (locale === "nl") return nl_org_second_policy_off_title(inputs)
	if (locale === "es") return es_org_second_policy_off_title(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_off_title(inputs)
	return en_org_second_policy_off_title(inputs)
});