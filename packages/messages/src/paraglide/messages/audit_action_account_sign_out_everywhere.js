/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Account_Sign_Out_EverywhereInputs */

const en_audit_action_account_sign_out_everywhere = /** @type {(inputs: Audit_Action_Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out everywhere`)
};

const de_audit_action_account_sign_out_everywhere = /** @type {(inputs: Audit_Action_Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abgemeldet`)
};

const fr_audit_action_account_sign_out_everywhere = /** @type {(inputs: Audit_Action_Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnecté partout`)
};

const nl_audit_action_account_sign_out_everywhere = /** @type {(inputs: Audit_Action_Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overal uitgelogd`)
};

const es_audit_action_account_sign_out_everywhere = /** @type {(inputs: Audit_Action_Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada en todas partes`)
};

const en_xa2_audit_action_account_sign_out_everywhere = /** @type {(inputs: Audit_Action_Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð öüţ éṽéŕýŵĥéŕé one ]`)
};

/**
* | output |
* | --- |
* | "Signed out everywhere" |
*
* @param {Audit_Action_Account_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_account_sign_out_everywhere = /** @type {((inputs?: Audit_Action_Account_Sign_Out_EverywhereInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Account_Sign_Out_EverywhereInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_account_sign_out_everywhere(inputs)
	if (locale === "fr") return fr_audit_action_account_sign_out_everywhere(inputs)
	if (locale === "nl") return nl_audit_action_account_sign_out_everywhere(inputs)
	if (locale === "es") return es_audit_action_account_sign_out_everywhere(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_account_sign_out_everywhere(inputs)
	return en_audit_action_account_sign_out_everywhere(inputs)
});