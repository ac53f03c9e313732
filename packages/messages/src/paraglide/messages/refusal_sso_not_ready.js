/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sso_Not_ReadyInputs */

const en_refusal_sso_not_ready = /** @type {(inputs: Refusal_Sso_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify the domain and save the identity provider first: members could not sign in otherwise.`)
};

const de_refusal_sso_not_ready = /** @type {(inputs: Refusal_Sso_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie zuerst die Domain und speichern Sie den Identitätsanbieter: Sonst könnten sich Mitglieder nicht anmelden.`)
};

const fr_refusal_sso_not_ready = /** @type {(inputs: Refusal_Sso_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez d’abord le domaine et enregistrez le fournisseur d’identité : sinon les membres ne pourraient pas se connecter.`)
};

const nl_refusal_sso_not_ready = /** @type {(inputs: Refusal_Sso_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifieer eerst het domein en sla de identiteitsprovider op: anders kunnen leden zich niet aanmelden.`)
};

const es_refusal_sso_not_ready = /** @type {(inputs: Refusal_Sso_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique primero el dominio y guarde el proveedor de identidad: de lo contrario, los miembros no podrían iniciar sesión.`)
};

const en_xa2_refusal_sso_not_ready = /** @type {(inputs: Refusal_Sso_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒý ţĥé ðöɱáíñ áñð šáṽé ţĥé íðéñţíţý þŕöṽíðéŕ ƒíŕšţ: ɱéɱƀéŕš çöüļð ñöţ šíĝñ íñ öţĥéŕŵíšé. one two three four five six s]`)
};

/**
* | output |
* | --- |
* | "Verify the domain and save the identity provider first: members could not sign in otherwise." |
*
* @param {Refusal_Sso_Not_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_not_ready = /** @type {((inputs?: Refusal_Sso_Not_ReadyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sso_Not_ReadyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sso_not_ready(inputs)
	if (locale === "fr") return fr_refusal_sso_not_ready(inputs)
	if (locale === "nl") return nl_refusal_sso_not_ready(inputs)
	if (locale === "es") return es_refusal_sso_not_ready(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sso_not_ready(inputs)
	return en_refusal_sso_not_ready(inputs)
});