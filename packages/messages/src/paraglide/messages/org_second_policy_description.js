/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_DescriptionInputs */

const en_org_second_policy_description = /** @type {(inputs: Org_Second_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask every member for a second step (an authenticator app or a phone) when they sign in.`)
};

const de_org_second_policy_description = /** @type {(inputs: Org_Second_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlangen Sie von jedem Mitglied bei der Anmeldung einen zweiten Schritt (eine Authenticator-App oder ein Telefon).`)
};

const fr_org_second_policy_description = /** @type {(inputs: Org_Second_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez à chaque membre une deuxième étape (une application d’authentification ou un téléphone) à la connexion.`)
};

const nl_org_second_policy_description = /** @type {(inputs: Org_Second_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vraag elk lid bij het aanmelden om een tweede stap (een authenticator-app of een telefoon).`)
};

const es_org_second_policy_description = /** @type {(inputs: Org_Second_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida a cada miembro un segundo paso (una aplicación de autenticación o un teléfono) al iniciar sesión.`)
};

const en_xa2_org_second_policy_description = /** @type {(inputs: Org_Second_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åšķ éṽéŕý ɱéɱƀéŕ ƒöŕ á šéçöñð šţéþ (áñ áüţĥéñţíçáţöŕ áþþ öŕ á þĥöñé) ŵĥéñ ţĥéý šíĝñ íñ. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Ask every member for a second step (an authenticator app or a phone) when they sign in." |
*
* @param {Org_Second_Policy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_description = /** @type {((inputs?: Org_Second_Policy_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_description(inputs)
	if (locale === "fr") return fr_org_second_policy_description(inputs)
	if (locale === "nl") return nl_org_second_policy_description(inputs)
	if (locale === "es") return es_org_second_policy_description(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_description(inputs)
	return en_org_second_policy_description(inputs)
});