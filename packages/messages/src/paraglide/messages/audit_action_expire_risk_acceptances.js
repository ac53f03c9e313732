/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Expire_Risk_AcceptancesInputs */

const en_audit_action_expire_risk_acceptances = /** @type {(inputs: Audit_Action_Expire_Risk_AcceptancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted risk expired`)
};

const de_audit_action_expire_risk_acceptances = /** @type {(inputs: Audit_Action_Expire_Risk_AcceptancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akzeptiertes Risiko abgelaufen`)
};

const fr_audit_action_expire_risk_acceptances = /** @type {(inputs: Audit_Action_Expire_Risk_AcceptancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risque accepté expiré`)
};

const nl_audit_action_expire_risk_acceptances = /** @type {(inputs: Audit_Action_Expire_Risk_AcceptancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geaccepteerd risico verlopen`)
};

const es_audit_action_expire_risk_acceptances = /** @type {(inputs: Audit_Action_Expire_Risk_AcceptancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riesgo aceptado vencido`)
};

const en_xa2_audit_action_expire_risk_acceptances = /** @type {(inputs: Audit_Action_Expire_Risk_AcceptancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéþţéð ŕíšķ éẋþíŕéð one ]`)
};

/**
* | output |
* | --- |
* | "Accepted risk expired" |
*
* @param {Audit_Action_Expire_Risk_AcceptancesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_expire_risk_acceptances = /** @type {((inputs?: Audit_Action_Expire_Risk_AcceptancesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Expire_Risk_AcceptancesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_expire_risk_acceptances(inputs)
	if (locale === "fr") return fr_audit_action_expire_risk_acceptances(inputs)
	if (locale === "nl") return nl_audit_action_expire_risk_acceptances(inputs)
	if (locale === "es") return es_audit_action_expire_risk_acceptances(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_expire_risk_acceptances(inputs)
	return en_audit_action_expire_risk_acceptances(inputs)
});