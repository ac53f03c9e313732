/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_SwitchInputs */

const en_org_second_policy_switch = /** @type {(inputs: Org_Second_Policy_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require two-step sign-in for every member`)
};

const de_org_second_policy_switch = /** @type {(inputs: Org_Second_Policy_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung in zwei Schritten für alle Mitglieder verlangen`)
};

const fr_org_second_policy_switch = /** @type {(inputs: Org_Second_Policy_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exiger la connexion en deux étapes pour tous les membres`)
};

const nl_org_second_policy_switch = /** @type {(inputs: Org_Second_Policy_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden in twee stappen vereisen voor alle leden`)
};

const es_org_second_policy_switch = /** @type {(inputs: Org_Second_Policy_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigir el inicio de sesión en dos pasos a todos los miembros`)
};

const en_xa2_org_second_policy_switch = /** @type {(inputs: Org_Second_Policy_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕé ţŵö-šţéþ šíĝñ-íñ ƒöŕ éṽéŕý ɱéɱƀéŕ one two thr]`)
};

/**
* | output |
* | --- |
* | "Require two-step sign-in for every member" |
*
* @param {Org_Second_Policy_SwitchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_switch = /** @type {((inputs?: Org_Second_Policy_SwitchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_SwitchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_switch(inputs)
	if (locale === "fr") return fr_org_second_policy_switch(inputs)
	if (locale === "nl") return nl_org_second_policy_switch(inputs)
	if (locale === "es") return es_org_second_policy_switch(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_switch(inputs)
	return en_org_second_policy_switch(inputs)
});