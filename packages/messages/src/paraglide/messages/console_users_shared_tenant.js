/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ttid: NonNullable<unknown> }} Console_Users_Shared_TenantInputs */

const en_console_users_shared_tenant = /** @type {(inputs: Console_Users_Shared_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tenant ${i?.ttid} of`)
};

const de_console_users_shared_tenant = /** @type {(inputs: Console_Users_Shared_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mandant ${i?.ttid} von`)
};

const fr_console_users_shared_tenant = /** @type {(inputs: Console_Users_Shared_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entité ${i?.ttid} de`)
};

const nl_console_users_shared_tenant = /** @type {(inputs: Console_Users_Shared_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tenant ${i?.ttid} van`)
};

const es_console_users_shared_tenant = /** @type {(inputs: Console_Users_Shared_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inquilino ${i?.ttid} de`)
};

const en_xa2_console_users_shared_tenant = /** @type {(inputs: Console_Users_Shared_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ ${i?.ttid} öƒ one]`)
};

/**
* | output |
* | --- |
* | "Tenant {ttid} of" |
*
* @param {Console_Users_Shared_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_shared_tenant = /** @type {((inputs: Console_Users_Shared_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Shared_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_shared_tenant(inputs)
	if (locale === "fr") return fr_console_users_shared_tenant(inputs)
	if (locale === "nl") return nl_console_users_shared_tenant(inputs)
	if (locale === "es") return es_console_users_shared_tenant(inputs)
	if (locale === "en-XA") return en_xa2_console_users_shared_tenant(inputs)
	return en_console_users_shared_tenant(inputs)
});