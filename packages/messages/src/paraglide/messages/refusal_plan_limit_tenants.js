/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Refusal_Plan_Limit_TenantsInputs */

const en_refusal_plan_limit_tenants = /** @type {(inputs: Refusal_Plan_Limit_TenantsInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Your plan allows 1 tenant. Upgrade the plan or archive one to add more.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Your plan allows ${i?.max} tenants. Upgrade the plan or archive some to add more.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_tenants");
};

const de_refusal_plan_limit_tenants = /** @type {(inputs: Refusal_Plan_Limit_TenantsInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt 1 Mandanten. Wechseln Sie den Tarif oder archivieren Sie einen, um mehr hinzuzufügen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt ${i?.max} Mandanten. Wechseln Sie den Tarif oder archivieren Sie einige, um mehr hinzuzufügen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_tenants");
};

const fr_refusal_plan_limit_tenants = /** @type {(inputs: Refusal_Plan_Limit_TenantsInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.max} entité. Passez à une offre supérieure ou archivez-en pour en ajouter.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.max} entités. Passez à une offre supérieure ou archivez-en pour en ajouter.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_tenants");
};

const nl_refusal_plan_limit_tenants = /** @type {(inputs: Refusal_Plan_Limit_TenantsInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Uw abonnement staat 1 tenant toe. Upgrade of archiveer er een om meer toe te voegen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Uw abonnement staat ${i?.max} tenants toe. Upgrade of archiveer er een paar om meer toe te voegen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_tenants");
};

const es_refusal_plan_limit_tenants = /** @type {(inputs: Refusal_Plan_Limit_TenantsInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Su plan permite 1 inquilino. Mejore el plan o archive uno para añadir más.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Su plan permite ${i?.max} inquilinos. Mejore el plan o archive algunos para añadir más.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_tenants");
};

const en_xa2_refusal_plan_limit_tenants = /** @type {(inputs: Refusal_Plan_Limit_TenantsInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš 1 ţéñáñţ. Ûþĝŕáðé ţĥé þļáñ öŕ áŕçĥíṽé öñé ţö áðð ɱöŕé. one two three four fiv]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš ${i?.max} ţéñáñţš. Ûþĝŕáðé ţĥé þļáñ öŕ áŕçĥíṽé šöɱé ţö áðð ɱöŕé. one two three four five ]`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_tenants");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 tenant. Upgrade the plan or archive one to add more." |
* | "other" | "Your plan allows {max} tenants. Upgrade the plan or archive some to add more." |
*
* @param {Refusal_Plan_Limit_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_tenants = /** @type {((inputs: Refusal_Plan_Limit_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Plan_Limit_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_plan_limit_tenants(inputs)
	if (locale === "fr") return fr_refusal_plan_limit_tenants(inputs)
	if (locale === "nl") return nl_refusal_plan_limit_tenants(inputs)
	if (locale === "es") return es_refusal_plan_limit_tenants(inputs)
	if (locale === "en-XA") return en_xa2_refusal_plan_limit_tenants(inputs)
	return en_refusal_plan_limit_tenants(inputs)
});