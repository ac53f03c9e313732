/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Tenant_CountInputs */

const en_dashboard_tenant_count = /** @type {(inputs: Dashboard_Tenant_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tenant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} tenants`);
	return /** @type {LocalizedString} */ ("dashboard_tenant_count");
};

const de_dashboard_tenant_count = /** @type {(inputs: Dashboard_Tenant_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Mandant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Mandanten`);
	return /** @type {LocalizedString} */ ("dashboard_tenant_count");
};

const fr_dashboard_tenant_count = /** @type {(inputs: Dashboard_Tenant_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} entité`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} entités`);
	return /** @type {LocalizedString} */ ("dashboard_tenant_count");
};

const nl_dashboard_tenant_count = /** @type {(inputs: Dashboard_Tenant_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tenant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} tenants`);
	return /** @type {LocalizedString} */ ("dashboard_tenant_count");
};

const es_dashboard_tenant_count = /** @type {(inputs: Dashboard_Tenant_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} inquilino`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} inquilinos`);
	return /** @type {LocalizedString} */ ("dashboard_tenant_count");
};

const en_xa2_dashboard_tenant_count = /** @type {(inputs: Dashboard_Tenant_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ţéñáñţ on]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} ţéñáñţš on]`);
	return /** @type {LocalizedString} */ ("dashboard_tenant_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} tenant" |
* | "other" | "{count} tenants" |
*
* @param {Dashboard_Tenant_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_tenant_count = /** @type {((inputs: Dashboard_Tenant_CountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Tenant_CountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_tenant_count(inputs)
	if (locale === "fr") return fr_dashboard_tenant_count(inputs)
	if (locale === "nl") return nl_dashboard_tenant_count(inputs)
	if (locale === "es") return es_dashboard_tenant_count(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_tenant_count(inputs)
	return en_dashboard_tenant_count(inputs)
});