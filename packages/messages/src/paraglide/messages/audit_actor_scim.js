/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Actor_ScimInputs */

const en_audit_actor_scim = /** @type {(inputs: Audit_Actor_ScimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity provider (SCIM)`)
};

const de_audit_actor_scim = /** @type {(inputs: Audit_Actor_ScimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter (SCIM)`)
};

const fr_audit_actor_scim = /** @type {(inputs: Audit_Actor_ScimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fournisseur d’identité (SCIM)`)
};

const nl_audit_actor_scim = /** @type {(inputs: Audit_Actor_ScimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identiteitsprovider (SCIM)`)
};

const es_audit_actor_scim = /** @type {(inputs: Audit_Actor_ScimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proveedor de identidad (SCIM)`)
};

const en_xa2_audit_actor_scim = /** @type {(inputs: Audit_Actor_ScimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îðéñţíţý þŕöṽíðéŕ (ŠÇÎṀ) one t]`)
};

/**
* | output |
* | --- |
* | "Identity provider (SCIM)" |
*
* @param {Audit_Actor_ScimInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_actor_scim = /** @type {((inputs?: Audit_Actor_ScimInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Actor_ScimInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_actor_scim(inputs)
	if (locale === "fr") return fr_audit_actor_scim(inputs)
	if (locale === "nl") return nl_audit_actor_scim(inputs)
	if (locale === "es") return es_audit_actor_scim(inputs)
	if (locale === "en-XA") return en_xa2_audit_actor_scim(inputs)
	return en_audit_actor_scim(inputs)
});