/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sso_Save_ProviderInputs */

const en_audit_action_sso_save_provider = /** @type {(inputs: Audit_Action_Sso_Save_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved the identity provider`)
};

const de_audit_action_sso_save_provider = /** @type {(inputs: Audit_Action_Sso_Save_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter gespeichert`)
};

const fr_audit_action_sso_save_provider = /** @type {(inputs: Audit_Action_Sso_Save_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fournisseur d’identité enregistré`)
};

const nl_audit_action_sso_save_provider = /** @type {(inputs: Audit_Action_Sso_Save_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identiteitsprovider opgeslagen`)
};

const es_audit_action_sso_save_provider = /** @type {(inputs: Audit_Action_Sso_Save_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proveedor de identidad guardado`)
};

const en_xa2_audit_action_sso_save_provider = /** @type {(inputs: Audit_Action_Sso_Save_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ţĥé íðéñţíţý þŕöṽíðéŕ one tw]`)
};

/**
* | output |
* | --- |
* | "Saved the identity provider" |
*
* @param {Audit_Action_Sso_Save_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sso_save_provider = /** @type {((inputs?: Audit_Action_Sso_Save_ProviderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sso_Save_ProviderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sso_save_provider(inputs)
	if (locale === "fr") return fr_audit_action_sso_save_provider(inputs)
	if (locale === "nl") return nl_audit_action_sso_save_provider(inputs)
	if (locale === "es") return es_audit_action_sso_save_provider(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sso_save_provider(inputs)
	return en_audit_action_sso_save_provider(inputs)
});